import { MAX_TONES, TONES, type Tone } from "@/shared/framework-constants";
import type { ContentConstraints } from "@/shared/schemas/framework";
import { Field, Textarea } from "@/client/components/ui/input";
import { ChipGroup } from "@/client/features/frameworks/components/common/chip-toggle";

type ToneFields = Pick<ContentConstraints, "selectedTones" | "toneOfVoice">;

/**
 * Tone chips capped at 3 (spec 5: further options disabled once 3 are chosen), with a note per chosen tone.
 * Notes follow the chips: unselecting a tone drops its note, so the two lists never disagree.
 */
export function TonePicker({ value, onChange }: { value: ToneFields; onChange: (next: ToneFields) => void }) {
  const select = (selectedTones: Tone[]) =>
    onChange({
      selectedTones,
      toneOfVoice: selectedTones.map((name) => value.toneOfVoice.find((t) => t.name === name) ?? { name, description: "" }),
    });
  const setNote = (name: Tone, description: string) =>
    onChange({ ...value, toneOfVoice: value.toneOfVoice.map((t) => (t.name === name ? { ...t, description } : t)) });

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-slate-600">Choose up to {MAX_TONES} tones for every microsite.</p>
        <span className="text-sm font-medium text-slate-700" aria-live="polite">
          {value.selectedTones.length}/{MAX_TONES} selected
        </span>
      </div>
      <ChipGroup label="Tone of voice" options={TONES} value={value.selectedTones} onChange={select} max={MAX_TONES} />
      {value.toneOfVoice.length > 0 ? (
        <div className="grid gap-3 md:grid-cols-2">
          {value.toneOfVoice.map((tone) => {
            const id = `tone-note-${TONES.indexOf(tone.name)}`;
            return (
              <Field key={tone.name} label={`How "${tone.name}" sounds for us`} htmlFor={id}>
                <Textarea
                  id={id}
                  rows={2}
                  placeholder="e.g. Short sentences, concrete numbers, no jargon"
                  value={tone.description}
                  onChange={(e) => setNote(tone.name, e.target.value)}
                />
              </Field>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
