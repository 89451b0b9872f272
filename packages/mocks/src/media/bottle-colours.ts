// The colours a product's Thai name says (issue 11: "placeholder bottle colours contradict the
// colour in the product name"): the body from the bottle's own colour word, the cap from the word
// after ฝา ("cap"). Names without a colour keep the placeholder's palette colour.

/** Longest words first, so สีขาวขุ่น is not read as สีขาว. */
const COLOURS: ReadonlyArray<readonly [word: string, fill: string]> = [
  ['สีเขียวมิ้นท์', '#98d8c4'],
  ['สีโรสโกลด์', '#c98f7f'],
  ['สีขาวขุ่น', '#ece7dd'],
  ['สีน้ำเงิน', '#2f4f9e'],
  ['สีดำด้าน', '#3a3a3a'],
  ['สีเขียว', '#5f9a6e'],
  ['สีชมพู', '#e8a3b8'],
  ['สีม่วง', '#8e6bb0'],
  ['สีเงิน', '#b9bec4'],
  ['สีขาว', '#f4f1ea'],
  ['สีทอง', '#c9a44c'],
  ['สีแดง', '#c0392b'],
  ['สีฟ้า', '#8cc4e8'],
  ['สีชา', '#a0612b'],
  ['Amber', '#a0612b'],
  ['สีดำ', '#2c2c2c'],
  ['Clear', '#dcecf2'],
  ['ใส', '#dcecf2'],
];
/** Cap materials named without สี. */
const CAP_MATERIALS: ReadonlyArray<readonly [word: string, fill: string]> = [
  ['ทอง', '#c9a44c'],
  ['ไม้', '#9b6a3c'],
];

export interface BottleColours {
  body?: string;
  cap?: string;
}

function colourIn(text: string, table: ReadonlyArray<readonly [string, string]>): string | undefined {
  return table.find(([word]) => text.includes(word))?.[1];
}

/** The body and cap colours a product name gives, each when it gives one. */
export function bottleColours(name: string): BottleColours {
  // "ฝาสีทอง", "ฝาไม้ Wood": the cap's words, up to the next space.
  const capWords = [...name.matchAll(/ฝา(\S+)/g)].map((match) => match[1] ?? '');
  const body = colourIn(name.replace(/ฝา\S+/g, ' '), COLOURS);
  const cap = capWords.map((words) => colourIn(words, COLOURS) ?? colourIn(words, CAP_MATERIALS)).find(Boolean);
  return { ...(body ? { body } : {}), ...(cap ? { cap } : {}) };
}
