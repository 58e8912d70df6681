/**
 * Charts are drawn at a fixed size: a browser does not measure a responsive chart again for print (recharts
 * issues #1114, #6112), so each one is as wide as the A4 page's content (210 mm − 24 mm of margins ≈ 700 CSS px)
 * at most. On a narrow screen reports.css scales the drawing down (its SVG keeps its viewBox).
 */
export const CHART_WIDTH = 680;

/** A chart with its table beside it on the A4 page (the 부스 성과 보고서's counts and short days). */
export const BESIDE_CHART_WIDTH = 440;

/**
 * A bar chart's rows never make it taller than this: under half of an A4 page's content (269 mm ≈ 1,017 px), so
 * that the 21 rows of the top 20 affiliations and 기타 (20 px each) print on the page of the countries above them
 * instead of leaving that page mostly blank.
 */
export const MAX_PLOT_HEIGHT = 420;

/** Room for the number axis under a chart of rows, or for the category axis under a chart of columns. */
export const AXIS_HEIGHT = 30;

export const count = (value: unknown) => Number(value).toLocaleString('ko-KR');
