import type { AdviserContact } from '../domain/answers';
import { createCallStore, slot } from './call-state';

/** How the pre-approved applicant continues with an adviser (spec 3, 'advisor'). */
export const useAdvisorStore = createCallStore({
  advisorData: slot<AdviserContact>(),
});
