/** The lecture shown above the check-in form (GET /api/lectures/{id}). */
export interface CheckinLecture {
  id: number;
  title: string;
  instructor: string;
  date: string;
  time: string;
  location: string;
}

/** POST /api/lecture-visits/checkin answers this. */
export interface CheckinReceipt {
  lectureId: number;
  userId: number;
  visitedAt: string;
}
