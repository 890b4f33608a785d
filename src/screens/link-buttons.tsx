// Buttons of the signing screens. Their targets live in the manifest and draw
// the link's ids from `{data.…}` placeholders (the steps after the review have
// no route parameters of their own), so they are resolved here with the link.
import { chatUrl } from '../adapters/chat';
import type { SigningLink } from '../domain/signing-link';
import type { Button as ButtonSpec } from '../engine/types';
import { useFlow } from '../flow/flow-context';
import { useButtonAction } from '../flow/use-action';
import { Button } from '../ui/button';

export function LinkButtons({ buttons, link }: { buttons: ButtonSpec[]; link: SigningLink }) {
  const flow = useFlow();
  const act = useButtonAction();
  const data = { ...link };
  if (buttons.length === 0) return null;
  return (
    <div className="actions">
      {buttons.map((b, i) => (
        <Button
          key={b.label}
          variant={b.variant ?? (i === 0 ? 'primary' : 'secondary')}
          onClick={() => ('navigate' in b.action ? flow.go(b.action.navigate, { values: { data } }) : void act(b))}
        >
          {flow.t(b.label, data)}
        </Button>
      ))}
    </div>
  );
}

/** A support chat with prefilled text: a real link, so no pop-up blocker stops it. */
export function SupportChatLink({ label, text }: { label: string; text: string }) {
  const flow = useFlow();
  return (
    <a
      className="btn btn-primary"
      href={chatUrl(flow.country.supportChatNumber, text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
    </a>
  );
}
