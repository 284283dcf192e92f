import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { reportProblem } from '../../api/error';
import { footer } from '../../lib/texts';
import { Button, TextArea } from '../../design';

/** §2, §4, §8: the footer's 'Report a Problem' button and its popover (description required). */
export function ReportProblem({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const popoverId = useId();
  const fieldId = useId();
  const close = () => {
    setOpen(false);
    setDescription('');
  };
  const report = useMutation({
    mutationFn: () => reportProblem({ userId, description, pageUrl: window.location.href }),
    onSuccess: () => {
      window.alert(footer.reportSuccess);
      close();
    },
    onError: (error) => {
      console.error(error);
      window.alert(footer.reportFailure);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (description.trim()) report.mutate();
  };
  return (
    <div className="report-problem">
      <Button aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        {footer.reportProblem}
      </Button>
      {open && (
        <form id={popoverId} className="report-problem-popover" onSubmit={submit}>
          <label htmlFor={fieldId}>{footer.reportDescriptionLabel}</label>
          <TextArea
            id={fieldId}
            required
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Button type="submit" disabled={report.isPending}>
            {footer.submit}
          </Button>
          <Button variant="ghost" onClick={close}>
            {footer.cancel}
          </Button>
        </form>
      )}
    </div>
  );
}
