/**
 * The statistics the proofs and the bench need: Pearson's chi-square with its p-value, and a
 * mean with its standard error. Pure arithmetic, no dependency: the p-value is the regularized
 * upper incomplete gamma function, by its series below a + 1 and its continued fraction above
 * (Numerical Recipes §6.2), accurate to about 1e-12 for the degrees of freedom used here.
 */

export interface ChiSquare {
  statistic: number;
  degreesOfFreedom: number;
  /** The chance of a statistic at least this large if the counts really are as expected. */
  pValue: number;
}

/** Pearson's statistic of observed counts against expected counts (same length, expected > 0). */
export function chiSquare(observed: ArrayLike<number>, expected: ArrayLike<number>, degreesOfFreedom = observed.length - 1): ChiSquare {
  if (observed.length !== expected.length) throw new Error('stats: observed and expected differ in length');
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    if (!(e > 0)) throw new Error('stats: an expected count must be positive');
    statistic += (observed[i]! - e) ** 2 / e;
  }
  return { statistic, degreesOfFreedom, pValue: chiSquareSurvival(statistic, degreesOfFreedom) };
}

/** Counts against the uniform distribution over their cells. */
export function chiSquareUniform(observed: ArrayLike<number>): ChiSquare {
  let total = 0;
  for (let i = 0; i < observed.length; i++) total += observed[i]!;
  return chiSquare(observed, Array.from({ length: observed.length }, () => total / observed.length));
}

/**
 * Ball frequencies of draws of k different balls of n (a lottery's five of eleven): a ball's count
 * over R draws has variance R p (1 − p), p = k / n, and two balls' counts a covariance of
 * −R p (1 − p) / (n − 1), since each draw holds exactly k. Pearson's sum would then average
 * (n − 1)(1 − p) instead of n − 1; scaled by (n − 1) / (R p (1 − p) n) it is chi-square with n − 1
 * degrees of freedom again (the covariance is R p (1 − p) n/(n − 1) times the projection onto
 * counts that sum to zero).
 */
export function chiSquareWithoutReplacement(counts: ArrayLike<number>, draws: number, perDraw: number): ChiSquare {
  const n = counts.length;
  const p = perDraw / n;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (counts[i]! - draws * p) ** 2;
  const statistic = (sum * (n - 1)) / (draws * p * (1 - p) * n);
  return { statistic, degreesOfFreedom: n - 1, pValue: chiSquareSurvival(statistic, n - 1) };
}

/** P(X ≥ x) for X chi-square with k degrees of freedom. */
export function chiSquareSurvival(x: number, k: number): number {
  if (!(k > 0)) throw new Error('stats: degrees of freedom must be positive');
  if (x <= 0) return 1;
  return upperGammaRegularized(k / 2, x / 2);
}

function logGamma(z: number): number {
  // Lanczos, g = 7, n = 9: relative error below 1e-15 for z > 0.
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  z -= 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const iterations_max = 10_000;
const epsilon = 1e-15;
const tiny = 1e-300;

/** Q(a, x) = Γ(a, x) / Γ(a). */
function upperGammaRegularized(a: number, x: number): number {
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // Series for P(a, x), then Q = 1 - P.
    let ap = a;
    let sum = 1 / a;
    let del = sum;
    for (let n = 0; n < iterations_max; n++) {
      ap += 1;
      del *= x / ap;
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * epsilon) return Math.max(0, 1 - sum * front);
    }
    throw new Error('stats: gamma series did not converge');
  }
  // Continued fraction for Q (modified Lentz).
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < iterations_max; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < epsilon) return Math.min(1, front * h);
  }
  throw new Error('stats: gamma continued fraction did not converge');
}

export interface MeanEstimate {
  mean: number;
  /** The standard error of the mean: the sample standard deviation over √n. */
  standardError: number;
  n: number;
}

/** A running mean and variance (Welford), for simulations that must not keep every sample. */
export class RunningMean {
  private count = 0;
  private m = 0;
  private s = 0;

  add(x: number): void {
    this.count++;
    const d = x - this.m;
    this.m += d / this.count;
    this.s += d * (x - this.m);
  }

  get estimate(): MeanEstimate {
    const variance = this.count > 1 ? this.s / (this.count - 1) : 0;
    return { mean: this.m, standardError: Math.sqrt(variance / Math.max(1, this.count)), n: this.count };
  }
}
