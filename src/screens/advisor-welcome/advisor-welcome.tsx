// advisor-welcome (spec 2): the pre-approved applicant sees a short welcome video,
// the promise of a call, and chooses how to continue. The buttons are the
// manifest's: each reports the contact type, then goes to download.

import { useFlow } from '../../flow/flow-context';
import { ProgressBar } from '../../ui/progress-bar';
import { StepButtons } from '../step-buttons';
import './advisor-welcome.css';
import { StepHeading } from '../step-heading';

/** iOS plays inline only when the element is muted before it starts: set the property as well. */
function mute(video: HTMLVideoElement | null) {
  if (!video) return;
  video.defaultMuted = true;
  video.muted = true;
}

export default function AdvisorWelcome() {
  const flow = useFlow();
  const step = flow.step;
  const videoUrl = flow.t(String(step.rules?.videoUrl ?? ''));
  const buttons = step.kind === 'custom' ? (step.buttons ?? []) : [];
  return (
    <div className="page page-center">
      {step.progress ? <ProgressBar {...step.progress} /> : null}
      {videoUrl ? (
        // Decorative and silent; `controls` gives the pause that WCAG 2.2.2 asks of looping motion.
        <video
          ref={mute}
          className="welcome-video"
          src={videoUrl}
          aria-label={flow.copy('video')}
          autoPlay
          muted
          playsInline
          loop
          controls
        />
      ) : null}
      <StepHeading title={step.title} text={step.text} />
      <StepButtons buttons={buttons} />
    </div>
  );
}
