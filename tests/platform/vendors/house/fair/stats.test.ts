import { drawDistinct } from '@/platform/src/vendors/house/fair/shuffle';
import {
  chiSquare, chiSquareSurvival, chiSquareUniform, chiSquareWithoutReplacement, RunningMean,
} from '@/platform/src/vendors/house/fair/stats';
import { FastSource } from '@/platform/src/vendors/house/fair/stream';

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

describe('chiSquareWithoutReplacement', () => {
  it('averages its degrees of freedom over draws of 5 different balls of 11, where Pearson\'s sum averages 60/11', () => {
    const source = new FastSource(77);
    const scaled = new RunningMean();
    const pearson = new RunningMean();
    for (let rep = 0; rep < 300; rep++) {
      const counts = new Array<number>(11).fill(0);
      for (let d = 0; d < 1000; d++) for (const b of drawDistinct(source, 11, 5)) counts[b]++;
      scaled.add(chiSquareWithoutReplacement(counts, 1000, 5).statistic);
      pearson.add(chiSquareUniform(counts).statistic);
    }
    // Chi-square with 10 degrees of freedom: mean 10, variance 20, so the mean of 300 has SE 0.26.
    expect(Math.abs(scaled.estimate.mean - 10)).toBeLessThan(1.1);
    expect(Math.abs(pearson.estimate.mean - 60 / 11)).toBeLessThan(0.7);
    expect(chiSquareWithoutReplacement([500, 500], 200, 1).degreesOfFreedom).toBe(1);
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
