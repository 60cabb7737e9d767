import { chiSquare, chiSquareSurvival, chiSquareUniform, RunningMean } from '@/platform/src/vendors/house/fair/stats';

describe('chiSquareSurvival', () => {
  it('matches the printed 5 % and 0.1 % critical values', () => {
    // From any table of the chi-square distribution.
    expect(chiSquareSurvival(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(18.307, 10)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(50.998, 36)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(61.656, 45)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(72.055, 39)).toBeCloseTo(0.001, 5);
    expect(chiSquareSurvival(29.588, 10)).toBeCloseTo(0.001, 5);
  });

  it('equals exp(-x/2) for two degrees of freedom, on both sides of its switch', () => {
    for (const x of [0.1, 1, 2.9, 3.1, 10, 40]) expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it('is 1 at zero and falls toward 0 far out', () => {
    expect(chiSquareSurvival(0, 5)).toBe(1);
    expect(chiSquareSurvival(500, 5)).toBeLessThan(1e-100);
  });
});

describe('chiSquare', () => {
  it('sums (observed - expected)^2 / expected', () => {
    const c = chiSquare([10, 20, 30], [20, 20, 20]);
    expect(c.statistic).toBeCloseTo(10, 12);
    expect(c.degreesOfFreedom).toBe(2);
    expect(c.pValue).toBeCloseTo(Math.exp(-5), 12);
    expect(chiSquareUniform([10, 20, 30]).statistic).toBeCloseTo(10, 12);
  });

  it('refuses counts it cannot compare', () => {
    expect(() => chiSquare([1, 2], [1])).toThrow('length');
    expect(() => chiSquare([1, 2], [1, 0])).toThrow('positive');
  });
});

describe('RunningMean', () => {
  it('gives the mean and the standard error of the samples', () => {
    const m = new RunningMean();
    for (const x of [2, 4, 4, 4, 5, 5, 7, 9]) m.add(x);
    // Sample variance 32/7; standard error sqrt(32/7/8).
    expect(m.estimate.mean).toBeCloseTo(5, 12);
    expect(m.estimate.standardError).toBeCloseTo(Math.sqrt(32 / 7 / 8), 12);
    expect(m.estimate.n).toBe(8);
  });
});
