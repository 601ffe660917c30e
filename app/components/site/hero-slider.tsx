import { useEffect, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n";
import { Link } from "~/i18n/link";
import type { HeroSlideView } from "~/lib/views";
import { afterLoad } from "~/lib/when-idle";
import { ResponsiveImage } from "../ui/responsive-image";

export const HERO_INTERVAL_MS = 5000;

/**
 * Its children once the page's load event has passed: the later slides' images, so that they do
 * not take bandwidth from the first slide's image (the page's largest paint) on a slow link
 * (decision 008). A component of its own, so that the load event renders only these images, not
 * the whole hero again.
 */
function AfterLoad({ children }: { children: React.ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  return loaded ? children : null;
}

/** Full-screen hero: fades between slides every 5 s, pausing while hovered, focused or hidden. */
export function HeroSlider({ slides }: { slides: HeroSlideView[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    const onVisibility = () => setHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      query.removeEventListener("change", update);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  // A dot followed before hydration (#slide-n): continue from that slide.
  useEffect(() => {
    const chosen = /^#slide-(\d+)$/.exec(window.location.hash);
    const index = chosen ? Number(chosen[1]) - 1 : -1;
    if (index > 0 && index < slides.length) setCurrent(index);
  }, [slides.length]);

  const paused = hovered || focused || hidden || reducedMotion || slides.length < 2;
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % slides.length), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);

  if (slides.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hover and focus only pause autoplay (WAI-ARIA carousel)
    <section
      data-hero=""
      aria-roledescription={t.home.carousel}
      aria-label={slides[0]?.title}
      data-paused={paused ? "true" : "false"}
      className="relative h-[calc(100svh-4rem)] min-h-[520px] overflow-hidden bg-slate-900 lg:h-[calc(100svh-5rem)]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, index) => {
        const active = index === current;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
          <div
            key={slide.id}
            role="group"
            id={`slide-${index + 1}`}
            data-slide=""
            aria-roledescription={t.home.slide}
            aria-label={t.home.slideProgress(index + 1, slides.length)}
            aria-hidden={!active}
            inert={!active}
            // A slide out of view is not laid out (content-visibility: hidden; it held two thirds of
            // the hero's text: the site font's relayout took 10 ms more of CPU on a phone's first
            // screen). The switch waits for the end of the fade (allow-discrete), so a slide fading
            // out stays drawn until it is gone.
            className={`absolute inset-0 scroll-mt-16 transition-[opacity,content-visibility] transition-discrete lg:scroll-mt-20 ${reducedMotion ? "" : "duration-1000"} ${
              active ? "opacity-100" : "opacity-0 [content-visibility:hidden]"
            }`}
          >
            {slide.image &&
              (index === 0 ? (
                <ResponsiveImage image={slide.image} sizes="100vw" eager className="h-full w-full object-cover" />
              ) : (
                <AfterLoad>
                  <ResponsiveImage
                    image={slide.image}
                    sizes="100vw"
                    // The later slides' images load while their slide is hidden (not laid out,
                    // where a lazy image would wait), once the page has loaded.
                    loading="eager"
                    className="h-full w-full object-cover"
                  />
                </AfterLoad>
              ))}
            <div className="absolute inset-0 bg-gradient-to-r from-slate-950/75 via-slate-900/45 to-slate-900/10" />
            <div className="absolute inset-0 flex items-center">
              <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
                {/* A dark panel under the text: readable (≥ 4.5:1) over any part of any image, at
                    any size (tests/e2e/hero-readability.spec.ts measures it). No
                    backdrop blur: a phone without GPU compositing blurs it again for every frame
                    the page draws while it loads (decision 037). */}
                <div
                  data-hero-text=""
                  className="max-w-2xl rounded-2xl bg-slate-950/70 p-5 text-white shadow-2xl sm:p-8"
                >
                  <p className="inline-block rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
                    {slide.subtitle}
                  </p>
                  {index === 0 ? (
                    <h1 className="mt-5 text-4xl font-extrabold leading-tight text-balance sm:text-5xl lg:text-6xl">
                      {slide.title}
                    </h1>
                  ) : (
                    <h2 className="mt-5 text-4xl font-extrabold leading-tight text-balance sm:text-5xl lg:text-6xl">
                      {slide.title}
                    </h2>
                  )}
                  <p className="mt-5 text-lg text-slate-200 sm:text-xl">{slide.description}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <Link to={slide.primaryButtonHref} className={buttonClass({ size: "lg", className: "shadow-lg" })}>
                      {slide.primaryButtonText}
                    </Link>
                    <Link
                      to={slide.secondaryButtonHref}
                      className="rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
                    >
                      {slide.secondaryButtonText}
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          </div>
        );
      })}
      <div className="absolute inset-x-0 bottom-8 flex justify-center gap-3">
        {slides.map((slide, index) => (
          // A link to its slide, so it works before hydration (:target in app.css); a button after.
          // biome-ignore lint/a11y/useSemanticElements: a button cannot work before the scripts arrive
          <a
            key={slide.id}
            href={`#slide-${index + 1}`}
            role="button"
            aria-current={index === current}
            onClick={(event) => {
              event.preventDefault();
              setCurrent(index);
            }}
            onKeyDown={(event) => {
              if (event.key !== " ") return;
              event.preventDefault();
              setCurrent(index);
            }}
            className={`h-3 rounded-full transition-all ${index === current ? "w-8 bg-white" : "w-3 bg-white/50 hover:bg-white/80"}`}
          >
            <span className="sr-only">{t.home.goToSlide(index + 1)}</span>
          </a>
        ))}
      </div>
      <div
        className="absolute inset-x-0 bottom-0 h-1 bg-white/20"
        role="progressbar"
        aria-label={t.home.slideProgress(current + 1, slides.length)}
        aria-valuemin={1}
        aria-valuemax={slides.length}
        aria-valuenow={current + 1}
      >
        <div
          className="h-full bg-primary transition-all duration-500"
          style={{ width: `${((current + 1) / slides.length) * 100}%` }}
        />
      </div>
    </section>
  );
}
