import fc from "fast-check";

/**
 * One character, biased towards trouble: every C0/C1 control, DEL, Unicode line separators,
 * quotes and separators used by the parsers under test, and some ordinary and astral letters.
 * (fast-check's own "binary" unit is far too slow for hundreds of runs.)
 */
export const nastyChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0xa0 }),
    fc.constantFrom(0x2028, 0x2029, 0xfeff, 0xe9, 0x0131, 0xff0e, 0x3002, 0x1f600, 0xd800),
    fc.constantFrom(...'.:/[]@%#?\\"{},;= \t'.split("").map((c) => c.charCodeAt(0))),
  )
  .map((code) => String.fromCodePoint(code));

/** A string of `nastyChar`s. */
export const nastyString = (maxLength = 60) => fc.string({ unit: nastyChar, maxLength });

/** Any JSON value, nested a little, with nasty strings in it. */
export const nastyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    nastyString(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(nastyString(12), tie("value"), { maxKeys: 4 }),
  ),
})).value;
