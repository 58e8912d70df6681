import { describe, expect, it } from 'vitest';
import { fitName } from './fit-name';

describe('fitName', () => {
  it('keeps a name that fits and shortens one that does not, Latin letters narrower than Hangul', () => {
    expect(fitName('Acme Robotics', 100)).toBe('Acme Robotics');
    expect(fitName('서울대학교', 100)).toBe('서울대학교');
    expect(fitName('미래모빌리티 연구소', 100)).toBe('미래모빌리티 연…');
    expect(fitName('International Business Machines', 100)).toBe('International…');
    expect([...fitName('한'.repeat(30), 100)].length).toBeLessThanOrEqual(9);
  });

  it("shortens a Korean name to 12 syllables and '…' in a chart as wide as the page (158 px of names)", () => {
    expect(fitName('한국산업기술진흥원스마트제조혁신추진단', 158)).toBe('한국산업기술진흥원스마트…');
    expect(fitName('스마트 제조와 디지털 트윈', 158)).toBe('스마트 제조와 디지털 트윈');
  });
});
