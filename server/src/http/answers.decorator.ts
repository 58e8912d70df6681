import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';

/**
 * What a route answers, as the contract's schema says (`@expo/contract/<context>`): `/api/docs` shows it, and a
 * test walks the route table for one on every route. 201 for a POST that creates something, else 200.
 */
export const Answers = (schema: z.ZodType, status: 200 | 201 = 200) =>
  ApiResponse({ status, description: status === 201 ? '생성됨' : '성공', standardSchema: schema });

/** A route that answers a file (an Excel download): its media type, as a binary body. */
export const AnswersFile = (mediaType: string, description: string) =>
  ApiResponse({
    status: 200,
    description,
    content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
  });
