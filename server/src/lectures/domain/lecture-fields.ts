/** What a lecture record holds: the spec's fields required (checked by the request's schema). */
export type LectureFields = {
  title: string;
  instructor: string;
  /** YYYY-MM-DD (a date input's value). */
  date: string;
  /** HH:mm (a time input's value). */
  time: string;
  location: string;
  /** 정원: the seats the door counts check-ins against (1..100,000); null when none is set. */
  capacity: number | null;
};
