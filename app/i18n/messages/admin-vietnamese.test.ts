import { describe, expect, it } from "vitest";
import * as admin from "./admin";
import * as accounts from "./admin-accounts";
import * as audit from "./admin-audit";
import * as deleted from "./admin-deleted";
import * as editor from "./admin-editor";
import * as grid from "./admin-grid";
import * as importing from "./admin-import";
import * as news from "./admin-news";
import * as products from "./admin-products";
import * as revisions from "./admin-revisions";
import * as settings from "./admin-settings";
import * as media from "./media";
import { foreignWords, isVietnameseWord } from "./vietnamese-words";

const CATALOGUES = {
  accounts,
  admin,
  audit,
  deleted,
  editor,
  grid,
  importing,
  news,
  products,
  revisions,
  settings,
  media,
};

// Arguments a text function is tried with: a number, a word, a list; the first that answers is read.
const SAMPLES: unknown[][] = [
  [3, 3, 3, 3],
  ["Mẫu", "Mẫu", "Mẫu", "Mẫu"],
  [[], [], [], []],
  [{}, {}, {}, {}],
];

/** Every text a catalogue holds, each with its path ("news.count"); functions are called with samples. */
function textsOf(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (typeof value === "function") {
    for (const args of SAMPLES) {
      try {
        const text = (value as (...a: unknown[]) => unknown)(...args);
        textsOf(text, path, out);
        break;
      } catch {
        // Not this kind of argument: try the next.
      }
    }
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) textsOf(item, `${path}[${i}]`, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) textsOf(item, `${path}.${key}`, out);
  }
  return out;
}

describe("the admin's texts are Vietnamese (issue 28.8)", () => {
  it("tells English from Vietnamese written with or without its marks", () => {
    for (const word of ["Quản", "nhat", "nghieng", "khoa", "tuyen", "SEO", "website"]) {
      expect(isVietnameseWord(word), word).toBe(true);
    }
    for (const word of ["Delete", "articles", "Published", "grid", "save", "remove", "WORD", "views"]) {
      expect(isVietnameseWord(word), word).toBe(false);
    }
  });

  it("holds no English word in any admin catalogue", () => {
    const foreign = Object.entries(CATALOGUES).flatMap(([name, module]) =>
      textsOf(module.vi, name).flatMap(([path, text]) => {
        const words = foreignWords(text);
        return words.length ? [`${path}: ${words.join(", ")} (${text})`] : [];
      }),
    );
    expect(foreign).toEqual([]);
  });
});
