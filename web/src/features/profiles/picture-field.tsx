import { useId, useState, type ChangeEvent } from 'react';
import { ui } from '../../lib/texts';
import { PICTURE_TYPES, pictureProblem, readDataUrl } from './profile-picture';
import { Button, FileInput } from '../../design';

interface PictureFieldProps {
  /** a data URL, or '' for none */
  image: string;
  /** the child's first name, for the preview's alt text */
  name: string;
  onChange: (image: string) => void;
}

/** The profile picture: a file chooser refusing non-pictures and files over 2 MB, and a preview. */
export function PictureField({ image, name, onChange }: PictureFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clear the chooser, so that choosing the same file again is noticed.
    input.value = '';
    if (!file) return;
    const refused = pictureProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      onChange(await readDataUrl(file));
    } catch (error) {
      console.error(error);
      setProblem(ui.pictureUnreadable);
    }
  };

  return (
    <div className="picture-field">
      {image && <img src={image} alt={ui.profilePictureAlt(name)} className="profile-picture" />}
      <p className="field">
        <label htmlFor={id}>{ui.profilePicture}</label>
        <FileInput
          id={id}
          accept={PICTURE_TYPES.join(',')}
          onChange={(event) => void choose(event)}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
      </p>
      {image && <Button onClick={() => onChange('')}>{ui.removePicture}</Button>}
      {problem && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
