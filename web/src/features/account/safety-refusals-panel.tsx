import { useQuery } from '@tanstack/react-query';
import { safetyRefusals } from '../../api/admin';
import { ui } from '../../lib/texts';
import { Card } from '../../design';

/**
 * An admin's count of what the safety layers stopped lately: where the words came from (idea, summary,
 * book, picture prompt, profile, chat), the category, refused or rewritten, and the layer that decided.
 * Counts only: the server keeps no words of a refused text.
 */
export function SafetyRefusalsPanel() {
  const answer = useQuery({ queryKey: ['safety-refusals'], queryFn: ({ signal }) => safetyRefusals(signal) });
  if (!answer.data) return null;
  const { days, refusals } = answer.data;
  const columns = ui.safetyColumns;
  return (
    <Card as="section" aria-label={ui.safetyHeading} className="safety-refusals">
      <h2>{ui.safetyHeading}</h2>
      <p>{ui.safetyPeriod(days)}</p>
      {refusals.length === 0 ? (
        <p>{ui.safetyNone}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{columns.kind}</th>
              <th scope="col">{columns.category}</th>
              <th scope="col">{columns.action}</th>
              <th scope="col">{columns.layer}</th>
              <th scope="col">{columns.count}</th>
            </tr>
          </thead>
          <tbody>
            {refusals.map((row) => (
              <tr key={[row.kind, row.category, row.action, row.layer].join('|')}>
                <td>{row.kind}</td>
                <td>{row.category}</td>
                <td>{row.action}</td>
                <td>{row.layer}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
