import type { ScanKind } from './scan-feedback';

interface Tone {
  /** Hz of each beep. */
  frequencies: number[];
  /** Seconds each beep lasts. */
  beep: number;
  wave: OscillatorType;
}

/** Three tones a busy floor tells apart: one high beep, two middle ones, one low buzz. */
const TONES: Record<ScanKind, Tone> = {
  success: { frequencies: [1_320], beep: 0.12, wave: 'sine' },
  queued: { frequencies: [1_320], beep: 0.12, wave: 'sine' },
  duplicate: { frequencies: [660, 660], beep: 0.1, wave: 'triangle' },
  failure: { frequencies: [196], beep: 0.35, wave: 'square' },
};

/** navigator.vibrate patterns (ms on, off, on…). */
export const VIBRATIONS: Record<ScanKind, number[]> = {
  success: [80],
  queued: [80],
  duplicate: [60, 60, 60],
  failure: [250, 80, 250],
};

const GAP_SECONDS = 0.07;
const VOLUME = 0.2;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context = (window as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/**
 * Lets the tones play: browsers keep audio silent until the user has touched the page, so the scan screen
 * calls this on its first tap or key.
 */
export function unlockTones(): void {
  const ctx = audio();
  if (ctx?.state === 'suspended') ctx.resume().catch(() => undefined);
}

/** The short tone of this outcome (Web Audio), where the browser has it. */
export function playTone(kind: ScanKind): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') ctx.resume().catch(() => undefined);
  const tone = TONES[kind];
  let at = ctx.currentTime + 0.01;
  for (const frequency of tone.frequencies) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(VOLUME, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + tone.beep);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + tone.beep);
    at += tone.beep + GAP_SECONDS;
  }
}

/** The vibration of this outcome, where the phone has one. */
export function vibrate(kind: ScanKind): void {
  if (typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(VIBRATIONS[kind]);
  } catch {
    /* not allowed here (no user gesture yet): silently nothing */
  }
}
