/** What a lecture record holds: every field required (checked by the request's schema). */
export type LectureFields = {
  title: string;
  instructor: string;
  /** YYYY-MM-DD (a date input's value). */
  date: string;
  /** HH:mm (a time input's value). */
  time: string;
  location: string;
};
