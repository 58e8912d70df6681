import { type RefObject, useState } from 'react';

import { saveLectureQrPng } from '../lecture-qr-png';
import { lectureTexts } from '../texts';

interface LectureQrActionsProps {
  block: RefObject<HTMLDivElement | null>;
  lectureId: string;
}

/** 'QR 이미지 다운로드 (PNG)' (the captured block as {lectureId}.png) and printing; hidden on paper. */
export function LectureQrActions({ block, lectureId }: LectureQrActionsProps) {
  const [capturing, setCapturing] = useState(false);

  const download = async () => {
    if (!block.current) return;
    setCapturing(true);
    try {
      await saveLectureQrPng(block.current, lectureId);
    } catch {
      window.alert(lectureTexts.qrCaptureFailed);
    } finally {
      setCapturing(false);
    }
  };

  return (
    <div className="lecture-qr-actions">
      <button
        type="button"
        className="btn btn-primary btn-large"
        disabled={capturing}
        onClick={() => void download()}
      >
        {capturing ? lectureTexts.qrCapturing : lectureTexts.qrDownload}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-large"
        onClick={() => {
          window.print();
        }}
      >
        {lectureTexts.qrPrint}
      </button>
    </div>
  );
}
