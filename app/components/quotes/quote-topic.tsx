import { useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as quoteMessages } from "~/i18n/messages/quotes";
import { COURSE_TOPIC, QUOTE_TOPICS } from "~/lib/quotes/quote-requests";
import type { QuoteCourseView } from "~/lib/quotes/quote-views";
import { QUOTE_FIELD_IDS } from "./quote-fields";
import { RequiredMark } from "./required-mark";

/**
 * What the request is about and, for a training registration, which course: chosen by the link
 * that opened the form (the training page's), shown and changeable here. The course stays in the
 * page while another topic is chosen (out of sight; the server drops it), so choosing training
 * again finds it as it was.
 */
export function QuoteTopic({
  topic: initialTopic,
  course,
  courses,
  errors,
}: {
  topic: string;
  course: string;
  courses: QuoteCourseView[];
  errors: { topic?: string; course?: string };
}) {
  const t = useMessages(quoteMessages);
  const [topic, setTopic] = useState(initialTopic);
  return (
    <>
      <Field
        id={QUOTE_FIELD_IDS.topic}
        label={
          <>
            {t.fields.topic}
            <RequiredMark />
          </>
        }
        error={errors.topic}
      >
        {(control) => (
          <select
            {...control}
            name="topic"
            // Always has a value (no empty choice): `required` would ask for a placeholder option.
            aria-required="true"
            defaultValue={initialTopic}
            onChange={(event) => setTopic(event.currentTarget.value)}
            className={`${inputClass} scroll-mt-40`}
          >
            {QUOTE_TOPICS.map((key) => (
              <option key={key} value={key}>
                {t.topics[key]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {courses.length > 0 ? (
        <div hidden={topic !== COURSE_TOPIC && !errors.course}>
          <Field id={QUOTE_FIELD_IDS.course} label={t.fields.course} error={errors.course}>
            {(control) => (
              <select {...control} name="course" defaultValue={course} className={`${inputClass} scroll-mt-40`}>
                <option value="">{t.chooseCourse}</option>
                {courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
    </>
  );
}
