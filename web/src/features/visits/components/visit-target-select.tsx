import type { VisitTarget } from '../types';
import { visitTexts } from '../texts';

interface VisitTargetSelectProps {
  label: string;
  targets: VisitTarget[];
  selectedId: number | null;
  onChange: (id: number) => void;
}

/** The booth or lecture dropdown; '선택하세요' while none is chosen. */
export function VisitTargetSelect({ label, targets, selectedId, onChange }: VisitTargetSelectProps) {
  return (
    <div className="field visits-select">
      <label htmlFor="visit-target">{label}</label>
      <select
        id="visit-target"
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(event) => {
          if (event.target.value !== '') onChange(Number(event.target.value));
        }}
      >
        {selectedId === null && <option value="">{visitTexts.placeholder}</option>}
        {targets.map((target) => (
          <option key={target.id} value={String(target.id)}>
            {target.label}
          </option>
        ))}
      </select>
    </div>
  );
}
