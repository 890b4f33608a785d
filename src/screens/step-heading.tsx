import { useFlow } from '../flow/flow-context';

/** A step's heading as the manifest writes it: the title, then its lead paragraphs. */
export function StepHeading({ title, text }: { title: string | undefined; text?: readonly string[] | undefined }) {
  const flow = useFlow();
  return (
    <>
      <h1>{flow.t(title)}</h1>
      {text?.map((line) => (
        <p key={line} className="lead">
          {flow.t(line)}
        </p>
      ))}
    </>
  );
}
