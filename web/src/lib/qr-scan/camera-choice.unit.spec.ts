import { describe, expect, it } from 'vitest';

import { nextCamera } from './camera-choice';

const front = { id: 'f', label: 'Front Camera' };
const back = { id: 'b', label: 'Back Camera' };
const wide = { id: 'w', label: 'Back Ultra Wide Camera' };

describe('nextCamera: the camera switch', () => {
  it('given no cameras, then none', () => {
    expect(nextCamera([], undefined)).toBeUndefined();
  });

  it('given the back camera running of front and back, then the front one', () => {
    expect(nextCamera([front, back], 'b')).toBe(front);
  });

  it('given the front camera running, then the next in the list', () => {
    expect(nextCamera([front, back, wide], 'f')).toBe(back);
  });

  it('given the last camera running, then round to the first', () => {
    expect(nextCamera([front, back, wide], 'w')).toBe(front);
  });

  it('given one camera, then the same one (nothing to switch to)', () => {
    expect(nextCamera([back], 'b')).toBe(back);
  });

  it('given a running camera no longer listed, then the first', () => {
    expect(nextCamera([front, back], 'gone')).toBe(front);
  });
});
