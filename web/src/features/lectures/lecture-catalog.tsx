import type { Lecture, LectureFields } from '@expo/contract/lectures';

import { LongText } from '../../components/long-text';
import type { CatalogKind } from '../../components/catalog/catalog-kind';
import { lectureApi } from './api/lecture-api';
import { EMPTY_LECTURE, LectureForm } from './components/lecture-form';
import { lectureTexts } from './texts';

/** The lectures as a catalogue (/lectures): each with its QR and its door; saves are alerted (spec §5). */
export const lectureCatalog: CatalogKind<Lecture, LectureFields> = {
  path: '/lectures',
  testId: 'lecture',
  texts: lectureTexts,
  calls: lectureApi,
  Form: LectureForm,
  empty: EMPTY_LECTURE,
  formValuesOf: ({ title, instructor, date, time, location, capacity }) => ({
    title,
    instructor,
    date,
    time,
    location,
    capacity,
  }),
  cells: (lecture) => (
    <>
      <td className="cell-strong">
        <LongText text={lecture.title} lines={2} />
      </td>
      <td>
        <LongText text={lecture.instructor} lines={2} />
      </td>
      <td className="cell-nowrap">{lecture.date}</td>
      <td className="cell-nowrap">{lecture.time}</td>
      <td>
        <LongText text={lecture.location} lines={2} />
      </td>
      <td className="admin-count-cell">{lecture.visitCount.toLocaleString('ko-KR')}</td>
      <td className="admin-count-cell" data-testid={`lecture-capacity-${String(lecture.id)}`}>
        {lecture.capacity === null ? lectureTexts.noCapacity : lecture.capacity.toLocaleString('ko-KR')}
      </td>
    </>
  ),
  rowLinks: (lecture) => [
    { to: `/lectures/${String(lecture.id)}/qr`, label: lectureTexts.viewQr, primary: true },
    { to: `/lectures/${String(lecture.id)}/door`, label: lectureTexts.door },
  ],
  announce: 'alert',
};
