/**
 * CRC-32 of two byte strings one after the other, from the CRC-32 of each and the second's length
 * (zlib's crc32_combine, which Node does not expose). A zip entry's runs are checksummed on the
 * decode workers, each on its own and in any order; the entry's CRC is combined from theirs here,
 * in a few thousand operations per run instead of a pass over its bytes.
 *
 * CRC-32 is linear over GF(2): appending n zero bytes to a message is a fixed 32×32 bit matrix
 * applied to its CRC, built here by repeated squaring of the one-zero-bit operator.
 */

/** The 32 columns of a GF(2) matrix times a 32-bit vector. */
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

/** `square` = `matrix` × `matrix`. */
function square(into: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n++) into[n] = times(matrix, matrix[n]!);
}

/** CRC-32 of A followed by B, given crc(A), crc(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA >>> 0;
  // The operator for one zero bit: the reflected polynomial in the first column, then a shift.
  let odd = new Uint32Array(32);
  let even = new Uint32Array(32);
  odd[0] = 0xedb88320;
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  square(even, odd); // two zero bits
  square(odd, even); // four zero bits
  // Apply the operator for each set bit of the length (in bytes: the first square below is one byte).
  let crc = crcA >>> 0;
  let length = lengthB;
  while (length > 0) {
    square(even, odd);
    if (length % 2 === 1) crc = times(even, crc);
    length = Math.floor(length / 2);
    [odd, even] = [even, odd];
  }
  return (crc ^ crcB) >>> 0;
}
