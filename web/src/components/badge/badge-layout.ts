import type { BadgeFields, BadgeSettings } from '@expo/contract/badges';

/** The line heights of the fitted texts (badges.css uses the same): the name's, the affiliation's. */
export const LINE_HEIGHT = { name: 1.15, affiliation: 1.2 } as const;
const NAME_LINE_HEIGHT = LINE_HEIGHT.name;
/** The line height of the smaller texts (event name, affiliation). */
const TEXT_LINE_HEIGHT = LINE_HEIGHT.affiliation;

/**
 * Where a text that is fitted to its box goes (text-fit.ts) and how large it may be, in mm: the name, and the
 * affiliation (at most its usual size, smaller when long).
 */
export interface FitBox {
  kind: keyof typeof LINE_HEIGHT;
  widthMm: number;
  heightMm: number;
  maxFontMm: number;
  minFontMm: number;
}

/** Every size of one badge, in mm: fixed slots, so the name box is known before anything is laid out. */
export interface BadgeLayout {
  orientation: 'portrait' | 'landscape';
  widthMm: number;
  heightMm: number;
  paddingMm: number;
  gapMm: number;
  stripMm: number;
  /** The width of the text column. */
  textWidthMm: number;
  eventFontMm: number;
  eventHeightMm: number;
  affiliationFontMm: number;
  affiliationHeightMm: number;
  metaFontMm: number;
  metaHeightMm: number;
  /** The QR with its quiet zone; 0 when the QR is not shown. */
  qrMm: number;
  name: FitBox;
  /** The affiliation's box: two lines of `affiliationFontMm`, the size a short affiliation is set in. */
  affiliation: FitBox;
}

/** How much smaller than its usual size an affiliation is set before it may break inside a word. */
const AFFILIATION_MIN_SCALE = 0.6;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 100) / 100;

interface TextSlots {
  eventFontMm: number;
  affiliationFontMm: number;
  metaFontMm: number;
}

function textSlots(textWidthMm: number): TextSlots {
  return {
    eventFontMm: clamp(textWidthMm * 0.05, 2.2, 6),
    affiliationFontMm: clamp(textWidthMm * 0.06, 2.4, 7.5),
    metaFontMm: clamp(textWidthMm * 0.045, 2.2, 5),
  };
}

function slotHeights(fields: BadgeFields, fonts: TextSlots) {
  return {
    eventHeightMm: fields.eventName ? 2 * fonts.eventFontMm * TEXT_LINE_HEIGHT : 0,
    affiliationHeightMm: fields.affiliation ? 2 * fonts.affiliationFontMm * TEXT_LINE_HEIGHT : 0,
    metaHeightMm: fields.registrationType || fields.country ? fonts.metaFontMm * 1.8 : 0,
  };
}

/**
 * The layout of a badge of these settings. Portrait: strip, event name, name, affiliation, type and
 * country, QR, top to bottom. Landscape (wider than tall, e.g. the 105 × 74 mm of an A4 sheet): the QR on
 * the right of the texts. When the other slots leave the name less than a fifth of the height, they shrink.
 */
export function badgeLayout(settings: BadgeSettings, hasStrip: boolean): BadgeLayout {
  const { widthMm: W, heightMm: H, fields } = settings;
  const landscape = W > H;
  const paddingMm = clamp(Math.min(W, H) * 0.05, 2, 7);
  const gapMm = clamp(Math.min(W, H) * 0.015, 0.8, 3);
  const stripMm = hasStrip ? clamp(H * (landscape ? 0.06 : 0.05), 3, 10) : 0;
  const innerH = H - stripMm - 2 * paddingMm;

  let qrMm = 0;
  if (fields.qr) {
    qrMm = landscape
      ? clamp(Math.min(innerH * 0.62, W * 0.34), 14, 60)
      : clamp(Math.min((W - 2 * paddingMm) * 0.42, H * 0.3), 14, 60);
  }
  const textWidthMm = W - 2 * paddingMm - (landscape && qrMm > 0 ? qrMm + paddingMm : 0);
  let fonts = textSlots(textWidthMm);
  let slots = slotHeights(fields, fonts);
  const columnQr = landscape ? 0 : qrMm;
  const shown = [slots.eventHeightMm, slots.affiliationHeightMm, slots.metaHeightMm, columnQr].filter(
    (h) => h > 0,
  );
  const gaps = shown.length * gapMm;
  const others = shown.reduce((sum, h) => sum + h, 0);
  const minNameMm = H * 0.2;
  let nameHeightMm = innerH - gaps - others;
  if (nameHeightMm < minNameMm && others > 0) {
    const scale = Math.max(0.3, (innerH - gaps - minNameMm) / others);
    fonts = {
      eventFontMm: fonts.eventFontMm * scale,
      affiliationFontMm: fonts.affiliationFontMm * scale,
      metaFontMm: fonts.metaFontMm * scale,
    };
    slots = slotHeights(fields, fonts);
    if (!landscape) qrMm *= scale;
    nameHeightMm = innerH - gaps - others * scale;
  }
  if (landscape) qrMm = Math.min(qrMm, innerH);
  // a little slack so the rounded slots never add up to more than the badge
  nameHeightMm = Math.max(nameHeightMm - 0.2, 4);
  const maxFontMm = Math.min(nameHeightMm / NAME_LINE_HEIGHT, textWidthMm * 0.16, 30);
  const minFontMm = Math.min(maxFontMm, Math.max(2.5, textWidthMm * 0.035));

  return {
    orientation: landscape ? 'landscape' : 'portrait',
    widthMm: W,
    heightMm: H,
    paddingMm: round(paddingMm),
    gapMm: round(gapMm),
    stripMm: round(stripMm),
    textWidthMm: round(textWidthMm),
    eventFontMm: round(fonts.eventFontMm),
    eventHeightMm: round(slots.eventHeightMm),
    affiliationFontMm: round(fonts.affiliationFontMm),
    affiliationHeightMm: round(slots.affiliationHeightMm),
    metaFontMm: round(fonts.metaFontMm),
    metaHeightMm: round(slots.metaHeightMm),
    qrMm: round(qrMm),
    name: {
      kind: 'name',
      widthMm: round(textWidthMm),
      heightMm: round(nameHeightMm),
      maxFontMm: round(maxFontMm),
      minFontMm: round(minFontMm),
    },
    affiliation: {
      kind: 'affiliation',
      widthMm: round(textWidthMm),
      heightMm: round(slots.affiliationHeightMm),
      maxFontMm: round(fonts.affiliationFontMm),
      minFontMm: round(fonts.affiliationFontMm * AFFILIATION_MIN_SCALE),
    },
  };
}
