/** The lecture fields an admin sets: `date` is YYYY-MM-DD and `time` HH:mm (the date and time inputs). */
export interface LectureFields {
  title: string;
  instructor: string;
  date: string;
  time: string;
  location: string;
  /** 정원 (optional): the seats the door counts check-ins against; null when none is set. */
  capacity: number | null;
}

export interface Lecture extends LectureFields {
  id: number;
  eventId: number;
  visitCount: number;
  /** GET /api/lectures/{id} only: the check-in address on the public origin (PUBLIC_URL), what the QR holds. */
  checkInUrl?: string;
}

/** A lecture as GET /api/lectures/{id} answers it: always with its check-in address on PUBLIC_URL. */
export type LectureWithCheckIn = Lecture & { checkInUrl: string };
