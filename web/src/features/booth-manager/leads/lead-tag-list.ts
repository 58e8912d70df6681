import { boothManagerTexts } from '../texts';
import { TAG_MAX_LENGTH, TAGS_MAX_COUNT } from './lead-types';

export type TagListResult = { ok: true; tags: string[] } | { ok: false; message: string };

/** A tag typed in '태그 관리' added to the booth's list: trimmed, 1..20 characters, new, at most 20 tags. */
export function addTag(tags: readonly string[], typed: string): TagListResult {
  const tag = typed.trim();
  if (tag === '') return { ok: false, message: boothManagerTexts.leadTagEmpty };
  if (tag.length > TAG_MAX_LENGTH)
    return { ok: false, message: boothManagerTexts.leadTagTooLong(TAG_MAX_LENGTH) };
  if (tags.includes(tag)) return { ok: false, message: boothManagerTexts.leadTagDuplicate(tag) };
  if (tags.length >= TAGS_MAX_COUNT)
    return { ok: false, message: boothManagerTexts.leadTagsTooMany(TAGS_MAX_COUNT) };
  return { ok: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((known) => known !== tag);
}
