import { fitName } from './fit-name';

/**
 * A bar chart's name tick (recharts' YAxis `tick`): the name shortened to `room` px at 12 px (fitName), the
 * full name on hover (an SVG <title>), in `className`.
 */
export function nameTick(room: number, className: string) {
  return function NameTick({
    x,
    y,
    payload,
  }: {
    x: number | string;
    y: number | string;
    payload: { value: unknown };
  }) {
    const name = String(payload.value);
    return (
      <text x={x} y={y} dy="0.355em" textAnchor="end" className={className}>
        <title>{name}</title>
        {fitName(name, room)}
      </text>
    );
  };
}
