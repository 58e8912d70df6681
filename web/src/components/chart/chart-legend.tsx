export interface ChartSeries {
  /** The figure a bar draws (a key of the chart's rows). */
  dataKey: string;
  name: string;
  color: string;
}

/** The series of a chart, as HTML above it (it prints as it shows, and wraps on a phone). */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="report-legend">
      {series.map((item) => (
        <li key={item.dataKey}>
          <span className="report-legend-swatch" style={{ background: item.color }} aria-hidden="true" />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
