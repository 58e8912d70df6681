import { doorLevel } from '../door-capacity';
import { lectureDoorTexts } from '../texts';
import type { LectureDoor } from '@expo/contract/visits';

/** 입장 n / 정원 m in large type, and the warning from 90 % and at full. */
export function DoorCount({ door }: { door: LectureDoor }) {
  const level = doorLevel(door.checkedIn, door.capacity);
  const over = door.capacity !== null ? door.checkedIn - door.capacity : 0;
  return (
    <div className={`door-count door-count-${level}`} data-testid="door-count-box" data-level={level}>
      <p className="door-count-numbers" data-testid="door-count">
        <span>{lectureDoorTexts.count(door.checkedIn)}</span>
        {door.capacity !== null && (
          <>
            <span className="door-count-slash"> / </span>
            <span>{lectureDoorTexts.capacity(door.capacity)}</span>
          </>
        )}
      </p>
      {level === 'nearly-full' && (
        <p className="door-warning" role="status" data-testid="door-warning">
          {lectureDoorTexts.nearlyFull}
        </p>
      )}
      {level === 'full' && (
        <p className="door-warning door-warning-full" role="alert" data-testid="door-warning">
          {lectureDoorTexts.full}
          {over > 0 && <span className="door-warning-over"> · {lectureDoorTexts.overCapacity(over)}</span>}
        </p>
      )}
    </div>
  );
}
