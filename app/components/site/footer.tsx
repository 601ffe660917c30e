import { useT } from "~/i18n";
import { Link } from "~/i18n/link";
import { NAV_ITEMS } from "~/lib/navigation";
import type { SiteContacts } from "~/lib/site-views";
import { organizationLd } from "~/lib/structured-data";
import { JsonLd } from "../ui/json-ld";
import { Logo } from "./logo";
import { telHref, useSiteContacts, useSiteOrigin } from "./site-data";

/**
 * The company's legal details as Vietnamese company sites show them: its name, enterprise code
 * (the tax code) with who registered it, and its registered office. Lines without a value are left out.
 */
function LegalDetails({ contacts }: { contacts: SiteContacts }) {
  const t = useT();
  const code = contacts.taxCode ? [`${t.footer.taxCode}: ${contacts.taxCode}`, contacts.registration] : [];
  if (!contacts.taxCode && !contacts.registeredAddress) return null;
  const lines = [
    [contacts.companyName, ...code].filter(Boolean).join(", "),
    contacts.registeredAddress ? `${t.footer.registeredAddress}: ${contacts.registeredAddress}` : "",
  ].filter(Boolean);
  return (
    <div className="mx-auto mb-3 max-w-4xl space-y-1 leading-relaxed" data-testid="legal-details">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

export function Footer() {
  const t = useT();
  const contacts = useSiteContacts();
  const origin = useSiteOrigin();
  const phones = [
    { label: t.footer.hotline, value: contacts.hotline },
    { label: t.footer.north, value: contacts.phoneNorth },
    { label: t.footer.south, value: contacts.phoneSouth },
  ];
  return (
    <footer className="below-fold bg-slate-900 text-slate-300 [--fold:890px] sm:[--fold:720px] md:[--fold:430px] lg:[--fold:400px] xl:[--fold:390px]">
      <JsonLd
        data={organizationLd(
          {
            name: contacts.companyName,
            email: contacts.email,
            hotline: contacts.hotline,
            phones: [contacts.hotline, contacts.phoneNorth, contacts.phoneSouth],
            addresses: [contacts.addressHanoi, contacts.addressHcm],
            workingHours: contacts.workingHours,
            profiles: [contacts.zaloNationwide, contacts.zaloNorth, contacts.zaloSouth],
            taxId: contacts.taxCode,
          },
          origin,
        )}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        {/* No heading of its own (the logo names it): a plain block, not a section. */}
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed">{t.footer.blurb(contacts.foundedYear)}</p>
        </div>
        <section>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t.footer.contacts}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {phones.map((phone) => (
              <li key={phone.label}>
                <span className="text-slate-400">{phone.label}: </span>
                <a className="font-semibold text-white hover:underline" href={telHref(phone.value)}>
                  {phone.value}
                </a>
              </li>
            ))}
            <li>
              <span className="text-slate-400">{t.footer.email}: </span>
              <a className="font-semibold text-white hover:underline" href={`mailto:${contacts.email}`}>
                {contacts.email}
              </a>
            </li>
          </ul>
        </section>
        <nav aria-label={t.footer.quickLinks}>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t.footer.quickLinks}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link to={item.href} className="hover:text-white hover:underline">
                  {t.nav[item.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* On phones the page ends with room for the floating contact button, so it covers nothing. */}
      <div className="border-t border-slate-800 px-4 pt-5 pb-24 text-center text-xs text-slate-400 sm:pb-5">
        <LegalDetails contacts={contacts} />
        <p>{t.footer.copyright(new Date().getFullYear(), contacts.companyName)}</p>
      </div>
    </footer>
  );
}
