/**
 * What SQLite accepts in the query builder's output and PostgreSQL refuses, made to mean the same
 * on PostgreSQL: `x IN ()` (an empty list, which SQLite reads as false and PostgreSQL as a
 * syntax error) becomes `false`, and `x NOT IN ()` becomes `true`. Raw `sql` fragments are not
 * rewritten; the data modules keep their own lists non-empty.
 * @module
 */
import {
  BinaryOperationNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  RawNode,
  ValueListNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

function isEmptyList(node: OperationNode): boolean {
  if (PrimitiveValueListNode.is(node)) return node.values.length === 0;
  if (ValueListNode.is(node)) return node.values.length === 0;
  return false;
}

class EmptyInLists extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const operator = OperatorNode.is(node.operator) ? node.operator.operator : undefined;
    if ((operator === 'in' || operator === 'not in') && isEmptyList(node.rightOperand)) {
      // a raw `false`/`true` stands where a comparison stood: both are boolean expressions
      return RawNode.createWithSql(operator === 'in' ? 'false' : 'true') as unknown as BinaryOperationNode;
    }
    return super.transformBinaryOperation(node);
  }
}

/** Rewrites empty `IN` lists for PostgreSQL (see the module comment). */
export class PostgresQueriesPlugin implements KyselyPlugin {
  readonly #transformer = new EmptyInLists();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
