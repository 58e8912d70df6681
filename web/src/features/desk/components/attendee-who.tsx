import { fullText } from '../../../components/long-text';

/** An attendee's name and affiliation in a desk list (search results, recent walk-ins): whole on hover. */
export function AttendeeWho({ name, affiliation }: { name: string; affiliation: string }) {
  return (
    <>
      <span className="desk-result-name" {...fullText(name)}>
        {name}
      </span>
      <span className="desk-result-detail" {...fullText(affiliation)}>
        {affiliation}
      </span>
    </>
  );
}
