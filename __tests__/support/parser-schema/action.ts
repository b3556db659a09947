// Jest only: @actions/workflow-parser imports its action schema JSON without an import attribute, which Node refuses and
// Jest warns about (a hard error in its next major); jest.config.js maps that import here, where it has one. ncc
// (dist/) and tsx load the package's own import.
import schema from '../../../node_modules/@actions/workflow-parser/dist/action-v1.0.min.json' with { type: 'json' };

export default schema;
