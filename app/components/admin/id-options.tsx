/** The `<option>`s of a select over rows with an id and a name (departments, categories). */
export function IdOptions({ items }: { items: readonly { id: number; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
