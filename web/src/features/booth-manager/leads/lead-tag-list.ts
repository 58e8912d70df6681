import { boothManagerTexts } from '../texts';
import { LEAD_LIMITS } from '@expo/contract/leads-values';

export type TagListResult = { ok: true; tags: string[] } | { ok: false; message: string };

/** A tag typed in '태그 관리' added to the booth's list: trimmed, 1..20 characters, new, at most 20 tags. */
export function addTag(tags: readonly string[], typed: string): TagListResult {
  const tag = typed.trim();
  if (tag === '') return { ok: false, message: boothManagerTexts.leadTagEmpty };
  if (tag.length > LEAD_LIMITS.tagLength)
    return { ok: false, message: boothManagerTexts.leadTagTooLong(LEAD_LIMITS.tagLength) };
  if (tags.includes(tag)) return { ok: false, message: boothManagerTexts.leadTagDuplicate(tag) };
  if (tags.length >= LEAD_LIMITS.tags)
    return { ok: false, message: boothManagerTexts.leadTagsTooMany(LEAD_LIMITS.tags) };
  return { ok: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((known) => known !== tag);
}
