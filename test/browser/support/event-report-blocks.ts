import type { PrintBlockRules } from './print-blocks.js';

/**
 * The blocks a page break must not cut, by the print rules of reports.css: each section's heading with its first
 * card, chart or row (the heading `break-after: avoid`); each part's small heading with what follows it; each
 * chart (`.report-chart`, `.report-chart-beside`); each stat card; each table row (the repeated header rows
 * aside); each row of the 행사 개요.
 */
export const REPORT_BLOCKS: PrintBlockRules = {
  root: '[data-testid="report-page"]',
  headings: { section: '.report-section-header', block: '.report-block-title' },
  firsts:
    'figure.report-chart, .report-chart-beside, .stat-card, .report-overview dd, .report-table tbody tr, .report-note, .report-empty',
  atoms: {
    chart: '.report-chart-beside, figure.report-chart',
    card: '.report-cards .stat-card',
    row: '.report-table tbody tr, .report-table tfoot tr',
  },
  pairs: { overview: '.report-overview dt' },
  charts: 'figure.report-chart',
  scaleProbe: '[data-testid="report-event-name"]',
};
