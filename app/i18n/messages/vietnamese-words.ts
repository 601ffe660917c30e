/**
 * Tells an English word from a Vietnamese one written without tone marks, for the tests that keep
 * the admin Vietnamese. A Vietnamese syllable is an onset and a rhyme from short
 * closed lists; an ASCII word that is no such syllable (Delete, articles, grid) is foreign, unless
 * it is one of the loanwords and technical names the admin uses on purpose.
 */

const ONSETS = ["ngh", "ch", "gh", "gi", "kh", "ng", "nh", "ph", "qu", "th", "tr", ..."bcdghklmnprstvx", ""];

const RHYMES = new Set(
  (
    "a ac ach ai am an ang anh ao ap at au ay " +
    "e ec em en eng eo ep et " +
    "i ia ich iec iem ien ieng iep iet ieu im in inh ip it iu " +
    "o oa oac oach oai oam oan oang oanh oao oap oat oay oc oe oen oeo oet oi om on ong oo ooc oong op ot " +
    "u ua uan uang uat uc ue uen uet uey ui um un ung uo uoc uoi uom uon uong uot uou up ut uu uy uya uych uyen uyet uynh uyt " +
    "y yen yet yeu"
  ).split(" "),
);

/** Names and loanwords the admin writes as they are (units, formats, keys, the brand). */
const ACCEPTED = new Set(
  // Loanwords the specification's own Vietnamese texts use.
  (
    "dashboard form file upload menu slide website email hotline zalo logo online video banner brochure admin " +
    // Names, formats and keys.
    "seo url slug alt html id png jpg jpeg gif webp svg pdf xlsx csv excel utf kb mb megapixel px " +
    "ctrl shift enter esc space tab mailto tel https http google maps medical tp " +
    // Product documents: the file types and what makes them unsafe, as staff know them.
    "docx javascript macro catalogue " +
    // The second factor: the code staff scan, and the name their phones give a passkey.
    "qr passkey"
  ).split(" "),
);

/** True when `word` (letters only) could be Vietnamese: a syllable with or without its marks. */
export function isVietnameseWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (ACCEPTED.has(lower)) return true;
  // A letter outside a–z (ă, ê, ơ, ư, đ or a tone mark) is Vietnamese writing.
  if (/[^a-z]/.test(lower)) return true;
  return ONSETS.some((onset) => lower.startsWith(onset) && RHYMES.has(lower.slice(onset.length)));
}

/** The words of `text` that are not Vietnamese; addresses and paths (anything with a slash) and single letters (keys) are left out. */
export function foreignWords(text: string): string[] {
  const words = text.replace(/\S*\/\S*/g, " ").match(/\p{L}{2,}/gu) ?? [];
  return words.filter((word) => !isVietnameseWord(word));
}
