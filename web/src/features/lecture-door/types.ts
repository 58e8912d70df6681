/** GET /api/lectures/{id}/door: what the door shows. */
export interface LectureDoor {
  lectureId: number;
  title: string;
  /** 정원; null when the lecture has none. */
  capacity: number | null;
  /** Checked in so far, at the door or on the attendees' own phones. */
  checkedIn: number;
}

/** POST /api/lectures/{id}/door-checkins. */
export interface DoorCheckIn {
  /** false: the attendee had already checked in (nothing new recorded). */
  recorded: boolean;
  attendee: { userId: number; userName: string; affiliation: string };
  checkedIn: number;
  capacity: number | null;
}
