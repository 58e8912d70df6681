import { downloadLectureVisits } from '../api/download-lecture-visits';
import { getLectureTargets } from '../api/get-lecture-targets';
import { getLectureVisits } from '../api/get-lecture-visits';
import { visitTexts } from '../texts';
import type { VisitorSource } from '../visitor-source';
import { VisitorView } from './visitor-view';

const LECTURE_VISITORS: VisitorSource = {
  place: 'lecture',
  title: visitTexts.lectureTitle,
  selectLabel: visitTexts.lectureSelect,
  timeColumn: visitTexts.lectureTimeColumn,
  loadTargets: getLectureTargets,
  loadVisits: getLectureVisits,
  download: downloadLectureVisits,
};

/** /lecture-visits (admin): the check-ins of a chosen lecture. */
export function LectureVisitsPage() {
  return <VisitorView source={LECTURE_VISITORS} />;
}
