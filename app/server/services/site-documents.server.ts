/**
 * The site's own documents (site_documents, migration 0023): one document per slot, today the
 * training brochure that 'Nhận brochure' opens. A document in a slot is in use: it cannot be
 * deleted (the foreign key) and the unused-documents sweep leaves it.
 */
import { eq } from "drizzle-orm";
import { documents, type SiteDocumentSlot, siteDocuments } from "../db/document-schema";
import { db } from "../db/index.server";
import type { DocumentRow } from "./documents.server";

/** The document in a slot, or null. */
export async function getSiteDocument(slot: SiteDocumentSlot): Promise<DocumentRow | null> {
  const [row] = await db()
    .select({ document: documents })
    .from(siteDocuments)
    .innerJoin(documents, eq(documents.id, siteDocuments.documentId))
    .where(eq(siteDocuments.slot, slot))
    .limit(1);
  return row?.document ?? null;
}

/** Puts a stored document in a slot, in place of the one there. */
export async function setSiteDocument(slot: SiteDocumentSlot, documentId: number): Promise<void> {
  await db()
    .insert(siteDocuments)
    .values({ slot, documentId })
    .onConflictDoUpdate({ target: siteDocuments.slot, set: { documentId, updatedAt: new Date() } });
}

/** Empties a slot (its document is left to the unused-documents sweep). */
export async function removeSiteDocument(slot: SiteDocumentSlot): Promise<void> {
  await db().delete(siteDocuments).where(eq(siteDocuments.slot, slot));
}
