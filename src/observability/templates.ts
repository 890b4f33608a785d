// Addresses as templates. The flow's addresses carry phone numbers and names
// ('/5512345678/about-you'), so nothing that leaves the page for an observer
// holds a real one: the page is named by its step's route template, a call by
// its path template.
import { currentStep } from '../adapters/flow-events';

/** The route template of the step on screen ('/:phoneNumber/about-you'); '/unknown' before the first. */
export function currentRoute(): string {
  return currentStep()?.route ?? '/unknown';
}

/** The page's address with its path as the route template, and no query or fragment. */
export function templatedPageUrl(): string {
  return `${location.origin}${currentRoute()}`;
}
