import { matchPath, useLocation } from 'react-router';
import { chatUrl } from '../adapters/chat';
import { countryForStep, START_STEP } from '../config/country';
import { asList } from '../engine/paths';
import { shellText } from '../engine/shell-copy';
import { flowIndex } from '../generated/flow-index';

/** The floating green chat button (spec section 1): sticky bottom right, 30 px icon. */
export function ChatButton() {
  // The number of the profile of the screen below: Mexico's on the start screen,
  // the build's own elsewhere.
  const { pathname } = useLocation();
  const start = flowIndex.steps[START_STEP];
  const onStart = start ? asList(start.path).some((p) => matchPath(p, pathname)) : false;
  const country = countryForStep(onStart ? START_STEP : undefined);
  return (
    <a
      className="chat-button"
      href={chatUrl(country.supportChatNumber, shellText('chatText'))}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="visually-hidden">{shellText('chatLabel')}</span>
      <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .5l-.4.6c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l2 1c.3.1.5.2.5.3.1.2.1.7-.1 1.3z"
        />
      </svg>
    </a>
  );
}
