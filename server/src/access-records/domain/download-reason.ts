import { z } from 'zod';
import { text } from '@expo/contract/fields';

/** 다운로드 사유 (1–100 characters, Korean welcome); '' when none was sent. */
export const downloadReasonField = text('다운로드 사유', { max: 100, optional: true });

/** The `reason` query parameter of a download. */
export const downloadReasonQuery = z.object({ reason: downloadReasonField });
