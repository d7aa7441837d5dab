import type { Specification } from '@shop/contracts/plain';
import { BidiText } from '../../../components/bidi-text';
import { specText } from '@shop/persian';

/** The product's specification table: each attribute beside its value, in the category's order. */
export function SpecTable({ specifications }: { specifications: Specification[] }) {
  if (specifications.length === 0) return null;
  return (
    <section className="section" aria-labelledby="specs-title">
      <h2 id="specs-title">مشخصات فنی</h2>
      <table className="spec-table">
        <tbody>
          {specifications.map((row) => (
            <tr key={row.attributeId}>
              <th scope="row">{row.name}</th>
              <td>
                <BidiText text={specText(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
