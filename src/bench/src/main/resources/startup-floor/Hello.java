package floor;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import java.util.Map;

/** The floor's handler: reads the event as a map (Quarkus' Jackson reader) and answers with its size. */
public class Hello implements RequestHandler<Map<String, Object>, String> {
    @Override
    public String handleRequest(Map<String, Object> event, Context context) {
        return "hello " + event.size();
    }
}
