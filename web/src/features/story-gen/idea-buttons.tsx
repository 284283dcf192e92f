import { Button } from '../../design';

/** A list item a prompt, each a button that chooses it: the suggested ideas and the demo's fixed ones. */
export function IdeaButtons({
  prompts,
  onChoose,
}: {
  prompts: readonly string[];
  onChoose: (prompt: string) => void;
}) {
  return prompts.map((prompt) => (
    <li key={prompt}>
      <Button className="idea-button" onClick={() => onChoose(prompt)}>
        {prompt}
      </Button>
    </li>
  ));
}
