import { describe, expect, it } from "vitest";
import * as admin from "./admin";
import * as accounts from "./admin-accounts";
import * as audit from "./admin-audit";
import * as deleted from "./admin-deleted";
import * as documents from "./admin-documents";
import * as editor from "./admin-editor";
import * as gallery from "./admin-gallery";
import * as grid from "./admin-grid";
import * as importing from "./admin-import";
import * as inquiries from "./admin-inquiries";
import * as mail from "./admin-mail";
import * as news from "./admin-news";
import * as products from "./admin-products";
import * as quoteMail from "./admin-quote-mail";
import * as revisions from "./admin-revisions";
import * as secondFactor from "./admin-second-factor";
import * as settings from "./admin-settings";
import * as media from "./media";
import { foreignWords, isVietnameseWord } from "./vietnamese-words";

const CATALOGUES = {
  accounts,
  admin,
  audit,
  deleted,
  documents,
  editor,
  gallery,
  grid,
  importing,
  inquiries,
  mail,
  news,
  products,
  quoteMail,
  revisions,
  secondFactor,
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

/**
 * The texts the specification itself writes in English ("a few admin screens use English"), each at
 * its one place in a catalogue and exactly as written there; every other admin text is Vietnamese
 * (decision 025). A text function's entry is its answer to the samples above (a title reads "3").
 */
const SPEC_ENGLISH: Record<string, string> = {
  // admin.md §2 Login: the submit button while working.
  "admin.login.submitting": "Signing in...",
  // admin.md §8 Login.
  "admin.login.invalidCredentials": "Invalid username or password",
  "admin.login.failed": "An error occurred. Please try again.",
  // admin.md §8 Dashboard: the fallback under 'Lỗi bảng điều khiển'.
  "admin.dashboard.errorFallback": "Failed to load dashboard",
  // admin.md §2 News list: links to the editor and the empty state.
  "news.addArticle": "Add Article",
  "news.createFirst": "Create Your First Article",
  "news.empty": "No articles found",
  // admin.md §2 News list: the columns article, category, status, published date, views, actions.
  "news.columns.article": "Article",
  "news.columns.category": "Category",
  "news.columns.status": "Status",
  "news.columns.published": "Published date",
  "news.columns.views": "Views",
  "news.columns.actions": "Actions",
  // admin.md §2 News list: the default category, the Published or Draft toggle, 'Not published'.
  "news.uncategorized": "Uncategorized",
  "news.published": "Published",
  "news.draft": "Draft",
  "news.notPublished": "Not published",
  // admin.md §2 News list: the actions publish/unpublish, edit, delete, and each button's name.
  "news.publish": "Publish",
  "news.unpublish": "Unpublish",
  "news.edit": "Edit",
  "news.delete": "Delete",
  "news.toggleLabel": 'Unpublish "3"',
  "news.editLabel": 'Edit "3"',
  "news.deleteLabel": 'Delete "3"',
  // admin.md §5 Confirmations: news delete.
  "news.deleteConfirm": "Are you sure you want to delete this article?",
  // admin.md §2 News editor and §9: the preview's first 3 tags plus '+N more'.
  "news.moreTags": "+3 more",
  // Not in the specification, but on its English news list: the scheduled state, in
  // the screen's language.
  "news.statusFilter": "Status",
  "news.allStatuses": "All statuses",
  "news.scheduled": "Scheduled",
  "news.scheduledFilter": "Scheduled",
  "news.scheduledFor": "Scheduled for 3",
};

/** Every admin text, with its path, across the catalogues. */
const ALL_TEXTS = Object.entries(CATALOGUES).flatMap(([name, module]) => textsOf(module.vi, name));

describe("the admin's texts are Vietnamese", () => {
  it("tells English from Vietnamese written with or without its marks", () => {
    for (const word of ["Quản", "nhat", "nghieng", "khoa", "tuyen", "SEO", "website"]) {
      expect(isVietnameseWord(word), word).toBe(true);
    }
    for (const word of ["Delete", "articles", "Published", "grid", "save", "remove", "WORD", "views"]) {
      expect(isVietnameseWord(word), word).toBe(false);
    }
  });

  it("holds no English word in any admin catalogue but the specification's own English texts", () => {
    const foreign = ALL_TEXTS.flatMap(([path, text]) => {
      if (SPEC_ENGLISH[path] === text) return [];
      const words = foreignWords(text);
      return words.length ? [`${path}: ${words.join(", ")} (${text})`] : [];
    });
    expect(foreign).toEqual([]);
  });

  it("keeps every English text of the specification, word for word, where the list says", () => {
    const texts = new Map(ALL_TEXTS);
    for (const [path, text] of Object.entries(SPEC_ENGLISH)) expect(texts.get(path), path).toBe(text);
  });
});
