/**
 * Inverse of the standard normal CDF, Φ⁻¹(u).
 *
 * M. J. Wichura, "Algorithm AS 241: The percentage points of the normal distribution", Applied
 * Statistics 37 (1988) 477–484 — PPND16, about 16 significant digits. Three rational
 * approximations: |u − ½| <= 0.425, then r = √(−ln min(u, 1 − u)) below 5 and above.
 *
 * Pure TypeScript. inverseNormCdf(u <= 0) = −∞, inverseNormCdf(u >= 1) = +∞, NaN → NaN.
 */

const A0 = 3.3871328727963665;
const A1 = 133.14166789178438;
const A2 = 1971.5909503065513;
const A3 = 13731.69376550946;
const A4 = 45921.95393154987;
const A5 = 67265.7709270087;
const A6 = 33430.57558358813;
const A7 = 2509.0809287301227;
const B1 = 42.31333070160091;
const B2 = 687.1870074920579;
const B3 = 5394.196021424751;
const B4 = 21213.794301586597;
const B5 = 39307.89580009271;
const B6 = 28729.085735721943;
const B7 = 5226.495278852854;
const C0 = 1.4234371107496835;
const C1 = 4.630337846156546;
const C2 = 5.769497221460691;
const C3 = 3.6478483247632045;
const C4 = 1.2704582524523684;
const C5 = 0.2417807251774506;
const C6 = 0.022723844989269184;
const C7 = 0.0007745450142783414;
const D1 = 2.053191626637759;
const D2 = 1.6763848301838038;
const D3 = 0.6897673349851;
const D4 = 0.14810397642748008;
const D5 = 0.015198666563616457;
const D6 = 0.0005475938084995345;
const D7 = 1.0507500716444169e-9;
const E0 = 6.657904643501103;
const E1 = 5.463784911164114;
const E2 = 1.7848265399172913;
const E3 = 0.29656057182850487;
const E4 = 0.026532189526576124;
const E5 = 0.0012426609473880784;
const E6 = 0.000027115555687434876;
const E7 = 2.0103343992922881e-7;
const F1 = 0.599832206555888;
const F2 = 0.1369298809227358;
const F3 = 0.014875361290850615;
const F4 = 0.0007868691311456133;
const F5 = 0.000018463183175100548;
const F6 = 1.421511758316446e-7;
const F7 = 2.0442631033899397e-15;

const SPLIT1 = 0.425;
const SPLIT2 = 5;
const CONST1 = 0.180625;
const CONST2 = 1.6;

/** Φ⁻¹(u): the z with Φ(z) = u. */
export function inverseNormCdf(u: number): number {
  if (u <= 0) return -Infinity;
  if (u >= 1) return Infinity;
  const q = u - 0.5;
  if (Math.abs(q) <= SPLIT1) {
    const r = CONST1 - q * q;
    return (
      (q * (((((((A7 * r + A6) * r + A5) * r + A4) * r + A3) * r + A2) * r + A1) * r + A0)) /
      (((((((B7 * r + B6) * r + B5) * r + B4) * r + B3) * r + B2) * r + B1) * r + 1)
    );
  }
  let r = Math.sqrt(-Math.log(q < 0 ? u : 1 - u));
  let z: number;
  if (r < SPLIT2) {
    r -= CONST2;
    z =
      (((((((C7 * r + C6) * r + C5) * r + C4) * r + C3) * r + C2) * r + C1) * r + C0) /
      (((((((D7 * r + D6) * r + D5) * r + D4) * r + D3) * r + D2) * r + D1) * r + 1);
  } else {
    r -= SPLIT2;
    z =
      (((((((E7 * r + E6) * r + E5) * r + E4) * r + E3) * r + E2) * r + E1) * r + E0) /
      (((((((F7 * r + F6) * r + F5) * r + F4) * r + F3) * r + F2) * r + F1) * r + 1);
  }
  return q < 0 ? -z : z;
}
