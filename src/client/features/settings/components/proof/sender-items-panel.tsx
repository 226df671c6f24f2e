import type { LucideIcon } from "lucide-react";
import { Building2, Pencil, Trash2 } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { EmptyState, ErrorBanner } from "@/client/components/ui/feedback";
import { ListSkeleton } from "@/client/components/ui/skeleton";
import { refusalMessage } from "@/client/lib/api";
import { cn } from "@/client/lib/cn";

export type ItemFormProps<T, V> = { editing: T | null; saving: boolean; onSubmit: (values: V) => Promise<boolean>; onCancelEdit: () => void };

type Words = { one: string; many: string; emptyTitle: string; emptyDescription: string; confirmDelete: string; max: number };

type SenderItemsPanelProps<T extends { id: string }, V> = {
  hasBrandProfile: boolean;
  onOpenProfile: () => void;
  words: Words;
  icon: LucideIcon;
  items: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  save: (id: string | null, values: V) => Promise<unknown>;
  saving: boolean;
  remove: (id: string) => Promise<unknown>;
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (props: ItemFormProps<T, V>) => ReactNode;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sender's lists on the Brand Profile page (customer stories, FAQ): the form beside the list as for offerings,
 * add or edit in the same form, delete after a confirmation. The server's message is shown when it refuses.
 */
export function SenderItemsPanel<T extends { id: string }, V>(props: SenderItemsPanelProps<T, V>) {
  const { words, items } = props;
  const [editing, setEditing] = useState<T | null>(null);
  const formArea = useRef<HTMLDivElement>(null);

  if (!props.hasBrandProfile) {
    return (
      <EmptyState
        icon={Building2}
        title="Save your brand profile first"
        description={`${capitalized(words.many)} belong to your brand. Fill in the brand profile, then add them here.`}
        action={<Button onClick={props.onOpenProfile}>Go to Brand Profile</Button>}
      />
    );
  }

  const onSubmit = async (values: V) => {
    try {
      await props.save(editing?.id ?? null, values);
      toast.success(editing ? `${capitalized(words.one)} updated` : `${capitalized(words.one)} added`);
      setEditing(null);
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, `Failed to save ${words.one}. Please try again.`));
      return false;
    }
  };

  const confirmDelete = async (item: T) => {
    if (!(await toast.confirm(words.confirmDelete))) return;
    try {
      await props.remove(item.id);
      if (editing?.id === item.id) setEditing(null);
      toast.success(`${capitalized(words.one)} deleted`);
    } catch (error) {
      toast.error(refusalMessage(error, `Failed to delete ${words.one}. Please try again.`));
    }
  };

  const startEdit = (item: T) => {
    setEditing(item);
    requestAnimationFrame(() => formArea.current?.scrollIntoView({ block: "nearest", behavior: "smooth" }));
  };

  const list = items.data ?? [];
  const full = list.length >= words.max && !editing;

  return (
    <div className="grid items-start gap-6 2xl:grid-cols-[1fr_26rem]">
      <div ref={formArea} className="scroll-mt-24 2xl:sticky 2xl:top-24 2xl:order-last">
        {full ? (
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-800">
            You have {words.max} {words.many}, the most a profile can hold. Edit or delete one to make room.
          </p>
        ) : (
          props.renderForm({ editing, saving: props.saving, onSubmit, onCancelEdit: () => setEditing(null) })
        )}
      </div>
      <div className="min-w-0 space-y-4">
        {items.isError ? <ErrorBanner message={`Error loading ${words.many}`} onRetry={() => items.refetch()} /> : null}
        {items.isPending ? (
          <ListSkeleton variant="table" rows={3} />
        ) : list.length ? (
          <>
            <h3 className="text-sm font-medium text-slate-500">
              {list.length} of {words.max} {words.many}
            </h3>
            <ul aria-label={capitalized(words.many)} className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {list.map((item) => (
                <li key={item.id} aria-label={props.nameOf(item)} className={cn("flex items-start gap-4 p-4 transition-colors", editing?.id === item.id && "bg-brand-50/60")}>
                  <span className="mt-0.5 hidden rounded-lg bg-brand-50 p-2 text-brand-600 sm:block">
                    <props.icon className="size-4" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">{props.renderItem(item)}</div>
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Edit ${props.nameOf(item)}`} onClick={() => startEdit(item)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button variant="danger-ghost" size="icon" aria-label={`Delete ${props.nameOf(item)}`} onClick={() => confirmDelete(item)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : items.data ? (
          <EmptyState icon={props.icon} title={words.emptyTitle} description={words.emptyDescription} />
        ) : null}
      </div>
    </div>
  );
}
